import type { Migration } from 'kysely';
import * as foundation from './2026-11-21-0001-foundation.ts';
import * as learningRecords from './2026-11-21-0002-learning-records.ts';
import * as accountNotices from './2026-11-21-0005-account-notices.ts';
import * as billing from './2026-11-21-0006-billing.ts';
import * as examAttemptDraws from './2026-11-23-0007-exam-attempt-draws.ts';
import * as loginThrottle from './2026-11-23-0008-login-throttle.ts';
import * as accountSecurity from './2026-11-23-0009-account-security.ts';
import * as oneActiveSubscription from './2026-11-23-0010-one-active-subscription.ts';
import * as auditChain from './2026-11-23-0011-audit-chain.ts';
import * as courseMaterials from './2026-11-23-0012-course-materials.ts';
import * as teacherRoster from './2026-11-23-0013-teacher-roster.ts';
import * as noticePublishing from './2026-11-23-0014-notice-publishing.ts';
import * as userAdmin from './2026-11-23-0015-user-admin.ts';
import * as moderation from './2026-11-23-0016-moderation.ts';
import * as settingsHistory from './2026-11-23-0017-settings-history.ts';
import * as paymentMethods from './2026-11-23-0019-payment-methods.ts';
import * as outboxWithoutSecrets from './2026-11-26-0201-outbox-without-secrets.ts';
import * as noticeSends from './2026-11-26-0401-notice-sends.ts';
import * as signInDevices from './2026-11-26-0401-sign-in-devices.ts';
import * as paymentProviderNotifications from './2026-11-26-1101-payment-provider-notifications.ts';
import * as attemptAnswerKeys from './2026-11-26-0601-attempt-answer-keys.ts';
import * as paymentsReceived from './2026-11-26-1001-payments-received.ts';
import * as paymentsBySubscription from './2026-11-26-1201-payments-by-subscription.ts';
import * as searchIndex from './2026-11-26-1301-search-index.ts';
import * as sessionEndReason from './2026-11-26-1501-session-end-reason.ts';
import * as sharedState from './2026-11-26-1601-shared-state.ts';
import * as dataRequests from './2026-11-26-1701-data-requests.ts';
import * as courseUnpublish from './2026-11-26-1801-a-course-unpublish.ts';
import * as courseRevisions from './2026-11-26-1801-b-course-revisions.ts';
import * as consents from './2026-11-27-0400-consents.ts';
import * as oneCardCheckoutInFlight from './2026-11-27-1000-one-card-checkout-in-flight.ts';
import * as courseAndQuizTotals from './2026-11-27-1100-a-course-and-quiz-totals.ts';
import * as courseSimilarities from './2026-11-27-1300-course-similarities.ts';
import * as paymentDayTotals from './2026-11-27-1301-payment-day-totals.ts';
import * as catalogueOrder from './2026-11-27-1301-z-catalogue-order.ts';
import * as payerAddresses from './2026-11-27-1410-a-payer-addresses.ts';
import * as savedCards from './2026-11-27-1410-b-saved-cards.ts';
import * as cardChargeKeys from './2026-11-27-1430-card-charge-keys.ts';
import * as rosterOrder from './2026-11-27-1430-z-roster-order.ts';
import * as teacherListOrder from './2026-11-28-0300-za-teacher-list-order.ts';
import * as teacherAnalytics from './2026-11-28-0300-zb-teacher-analytics.ts';
import * as enrollmentLastStudyDay from './2026-11-28-1100-enrollment-last-study-day.ts';
import * as teacherAnalyticsTotals from './2026-11-28-1200-a-teacher-analytics-totals.ts';
import * as lessonCohortTotals from './2026-11-28-1200-b-lesson-cohort-totals.ts';
import * as providerCardDeletions from './2026-11-27-1500-provider-card-deletions.ts';
import * as studentPagesIndexes from './2026-11-28-0300-student-pages-indexes.ts';
import * as userTotals from './2026-11-28-0300-z-a-user-totals.ts';
import * as subscriptionDayTotals from './2026-11-28-0300-z-b-subscription-day-totals.ts';
import * as adminDashboardIndexes from './2026-11-28-0300-z-c-admin-dashboard-indexes.ts';
import * as announcementsByAudience from './2026-11-28-0300-z-s-announcements-by-audience.ts';
import * as taskCompletionsByStudent from './2026-11-28-1000-task-completions-by-student.ts';
import * as quizItemTallies from './2026-11-28-1200-c-quiz-item-tallies.ts';
import * as notificationsByDate from './2026-11-28-1300-notifications-by-date.ts';
import * as enrolmentRunningTotals from './2026-11-28-1400-enrolment-running-totals.ts';
import * as enrollmentsByStudentAndTeacher from './2026-11-28-1410-enrollments-by-student-and-teacher.ts';
import * as paymentsIssuedPerDay from './2026-11-28-1500-payments-issued-per-day.ts';
import * as reportMonthTotals from './2026-11-28-1510-report-month-totals.ts';
import * as teachersByName from './2026-11-29-0400-teachers-by-name.ts';
import * as rosterSearchCounts from './2026-11-29-0900-roster-search-counts.ts';
import * as usersSortName from './2026-11-29-1900-users-sort-name.ts';
import * as searchPrefixes from './2026-11-29-1910-search-prefixes.ts';
import * as lessonCohortMonths from './2026-11-29-2230-lesson-cohort-months.ts';

// One ordered list, so the migration set is visible and works the same under tsx and Vitest.
// Add new migrations at the end with a dated name; never edit one that has landed.
export const migrations: Record<string, Migration> = {
  '2026-11-21-0001-foundation': foundation,
  '2026-11-21-0002-learning-records': learningRecords,
  '2026-11-21-0005-account-notices': accountNotices,
  '2026-11-21-0006-billing': billing,
  '2026-11-23-0007-exam-attempt-draws': examAttemptDraws,
  '2026-11-23-0008-login-throttle': loginThrottle,
  '2026-11-23-0009-account-security': accountSecurity,
  '2026-11-23-0010-one-active-subscription': oneActiveSubscription,
  '2026-11-23-0011-audit-chain': auditChain,
  '2026-11-23-0012-course-materials': courseMaterials,
  '2026-11-23-0013-teacher-roster': teacherRoster,
  '2026-11-23-0014-notice-publishing': noticePublishing,
  '2026-11-23-0015-user-admin': userAdmin,
  '2026-11-23-0016-moderation': moderation,
  '2026-11-23-0017-settings-history': settingsHistory,
  '2026-11-23-0019-payment-methods': paymentMethods,
  '2026-11-26-0201-outbox-without-secrets': outboxWithoutSecrets,
  '2026-11-26-0401-notice-sends': noticeSends,
  '2026-11-26-0401-sign-in-devices': signInDevices,
  '2026-11-26-0601-attempt-answer-keys': attemptAnswerKeys,
  '2026-11-26-1001-payments-received': paymentsReceived,
  '2026-11-26-1101-payment-provider-notifications': paymentProviderNotifications,
  '2026-11-26-1201-payments-by-subscription': paymentsBySubscription,
  '2026-11-26-1301-search-index': searchIndex,
  '2026-11-26-1501-session-end-reason': sessionEndReason,
  '2026-11-26-1601-shared-state': sharedState,
  '2026-11-26-1701-data-requests': dataRequests,
  // Written before 0401 but merged after it: named to sort last, as existing databases ran 0401 already.
  '2026-11-26-1801-a-course-unpublish': courseUnpublish,
  '2026-11-26-1801-b-course-revisions': courseRevisions,
  '2026-11-27-0400-consents': consents,
  '2026-11-27-1000-one-card-checkout-in-flight': oneCardCheckoutInFlight,
  '2026-11-27-1100-a-course-and-quiz-totals': courseAndQuizTotals,
  '2026-11-27-1300-course-similarities': courseSimilarities,
  // Written before 1300 but merged after it: named to sort last, as existing databases ran 1300 already.
  '2026-11-27-1301-payment-day-totals': paymentDayTotals,
  // Written in the 1100 series but merged after 1301: named to sort last, as existing databases ran 1301 already.
  '2026-11-27-1301-z-catalogue-order': catalogueOrder,
  '2026-11-27-1410-a-payer-addresses': payerAddresses,
  '2026-11-27-1410-b-saved-cards': savedCards,
  '2026-11-27-1430-card-charge-keys': cardChargeKeys,
  // Written in the 1420 series but merged after 1430: named to sort last, as existing databases ran 1430 already.
  '2026-11-27-1430-z-roster-order': rosterOrder,
  '2026-11-27-1500-provider-card-deletions': providerCardDeletions,
  '2026-11-28-0300-student-pages-indexes': studentPagesIndexes,
  // Written in the 0100 series but merged after 0300: named to sort last, as existing databases ran 0300 already.
  '2026-11-28-0300-z-a-user-totals': userTotals,
  '2026-11-28-0300-z-b-subscription-day-totals': subscriptionDayTotals,
  '2026-11-28-0300-z-c-admin-dashboard-indexes': adminDashboardIndexes,
  // Written after 0300-student-pages-indexes, merged after the z-c migration: named to sort after it.
  '2026-11-28-0300-z-s-announcements-by-audience': announcementsByAudience,
  // Written in the 0200 series but merged after 0300: named to sort last, as existing databases ran 0300 already.
  '2026-11-28-0300-za-teacher-list-order': teacherListOrder,
  '2026-11-28-0300-zb-teacher-analytics': teacherAnalytics,
  '2026-11-28-1000-task-completions-by-student': taskCompletionsByStudent,
  '2026-11-28-1100-enrollment-last-study-day': enrollmentLastStudyDay,
  '2026-11-28-1200-a-teacher-analytics-totals': teacherAnalyticsTotals,
  '2026-11-28-1200-b-lesson-cohort-totals': lessonCohortTotals,
  '2026-11-28-1200-c-quiz-item-tallies': quizItemTallies,
  '2026-11-28-1300-notifications-by-date': notificationsByDate,
  '2026-11-28-1400-enrolment-running-totals': enrolmentRunningTotals,
  '2026-11-28-1410-enrollments-by-student-and-teacher': enrollmentsByStudentAndTeacher,
  '2026-11-28-1500-payments-issued-per-day': paymentsIssuedPerDay,
  '2026-11-28-1510-report-month-totals': reportMonthTotals,
  '2026-11-29-0400-teachers-by-name': teachersByName,
  '2026-11-29-0900-roster-search-counts': rosterSearchCounts,
  '2026-11-29-1900-users-sort-name': usersSortName,
  '2026-11-29-1910-search-prefixes': searchPrefixes,
  '2026-11-29-2230-lesson-cohort-months': lessonCohortMonths,
};
