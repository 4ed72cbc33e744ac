import type { Db } from '#server/db/database';

// Notice-board rows of one person (LGPD export): messages they sent or received, events
// they registered for, tasks they marked done, and what they published.
export async function noticeDataOf(db: Db, userId: string) {
  const [mensagensRecebidas, mensagensEnviadas, inscricoesEmEventos, tarefasConcluidas, avisosPublicados, eventosPublicados, tarefasPublicadas] = await Promise.all([
    db.selectFrom('teacherMessages').select(['id', 'teacherId', 'courseId', 'message', 'createdAt']).where('studentId', '=', userId).orderBy('createdAt').execute(),
    db.selectFrom('teacherMessages').select(['id', 'courseId', 'message', 'createdAt']).where('teacherId', '=', userId).orderBy('createdAt').execute(),
    db.selectFrom('eventRegistrations').select(['eventId', 'createdAt']).where('userId', '=', userId).orderBy('createdAt').execute(),
    db.selectFrom('taskCompletions').select(['taskId', 'completedAt']).where('userId', '=', userId).orderBy('completedAt').execute(),
    db.selectFrom('announcements').select(['id', 'title', 'message', 'publishedAt']).where('authorId', '=', userId).orderBy('publishedAt').execute(),
    db.selectFrom('events').select(['id', 'title', 'startsAt', 'createdAt']).where('instructorId', '=', userId).orderBy('createdAt').execute(),
    db.selectFrom('courseTasks').select(['id', 'title', 'createdAt']).where('authorId', '=', userId).orderBy('createdAt').execute(),
  ]);
  // A message to a whole course is one row per student: the sender sees each send once.
  const seen = new Set<string>();
  const enviadas = mensagensEnviadas.filter((m) => {
    const key = `${m.courseId ?? ''}|${m.message}|${m.createdAt}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { mensagensRecebidas, mensagensEnviadas: enviadas, inscricoesEmEventos, tarefasConcluidas, avisosPublicados, eventosPublicados, tarefasPublicadas };
}

/**
 * Erasure: messages to the person, their registrations and ticks go. What a teacher or admin
 * published stays for its audience: announcements and tasks lose their author, events pass
 * to the admin who inherits the courses.
 */
export async function eraseNoticeData(db: Db, userId: string, heirId: string | null) {
  await db.deleteFrom('teacherMessages').where('studentId', '=', userId).execute();
  await db.deleteFrom('eventRegistrations').where('userId', '=', userId).execute();
  await db.deleteFrom('eventReminders').where('userId', '=', userId).execute();
  await db.deleteFrom('taskCompletions').where('userId', '=', userId).execute();
  await db.deleteFrom('noticeSends').where('senderId', '=', userId).execute();
  await db.updateTable('announcements').set({ authorId: null }).where('authorId', '=', userId).execute();
  await db.updateTable('courseTasks').set({ authorId: null }).where('authorId', '=', userId).execute();
  // Without an active admin to inherit them, a teacher's events and sent messages wait (as the courses do).
  if (!heirId) return;
  await db.updateTable('events').set({ instructorId: heirId }).where('instructorId', '=', userId).execute();
  await db.updateTable('teacherMessages').set({ teacherId: heirId }).where('teacherId', '=', userId).execute();
}
