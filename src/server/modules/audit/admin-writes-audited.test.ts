import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contracts/admin';
import type { Endpoint } from '#contracts/endpoint';
import { moderationEndpoints } from '#contracts/moderation';
import { adminNoticeEndpoints } from '#contracts/notice-publishing';
import { noticeEndpoints } from '#contracts/notices';
import { planAdminEndpoints } from '#contracts/plan-admin';
import { privacyAdminEndpoints } from '#contracts/privacy';
import { adminSettingsEndpoints } from '#contracts/settings';
import { listContractEndpoints } from '#server/testing/contract-endpoints';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// "Every admin write is audited, with its IP, in its own transaction" (issue 22 item 5):
// every state-changing endpoint an admin may call is listed below with a call that succeeds,
// and each must append an audit row naming the admin and the client's address. A new admin
// write endpoint fails the first test until it is added here (and audited).

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await buildTestApp({ config: { TRUST_PROXY: ['127.0.0.1'] } });
  admin = await t.signInAs('admin');
});
afterAll(async () => t.close());

const adminId = 'user-admin-demo';
const day = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(t.clock.now().getTime() + days * 86_400_000));
const versionOf = async (id: string) => Number((await t.db.selectFrom('users').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version);
const pendingCourse = async (skip: number) =>
  (await t.db.selectFrom('courses').select('id').where('status', '=', 'pending').orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow()).id;
const approvedCourse = async () =>
  (await t.db.selectFrom('courses').select('id').where('status', '=', 'approved').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
const withoutMeta = <T extends Record<string, unknown>>(view: T, ...keys: string[]) => Object.fromEntries(Object.entries(view).filter(([k]) => !['updatedAt', ...keys].includes(k)));

type Call = (headers: Record<string, string>) => Promise<{ status: number; body: unknown }>;
interface Case {
  endpoint: Endpoint;
  action: string;
  call: Call;
}

const idOf = (body: unknown) => (body as { id: string }).id;

const cases: Record<string, Case> = {
  'admin.ts#createUser': {
    endpoint: adminEndpoints.createUser, action: 'user.create',
    call: (headers) => t.call(adminEndpoints.createUser, { cookie: admin, headers, body: { name: 'Auditada Nova', email: 'auditada.nova@teste.com.br', role: 'aluno', temporaryPassword: 'Temporaria@2026' } }),
  },
  'admin.ts#updateUser': {
    endpoint: adminEndpoints.updateUser, action: 'user.update',
    call: async (headers) => {
      const user = await t.insertUser();
      return t.call(adminEndpoints.updateUser, { cookie: admin, headers, params: { id: user.id }, body: { name: 'Nome Corrigido', role: 'aluno', version: await versionOf(user.id) } });
    },
  },
  'admin.ts#suspendUser': {
    endpoint: adminEndpoints.suspendUser, action: 'user.suspend',
    call: async (headers) => {
      const user = await t.insertUser();
      return t.call(adminEndpoints.suspendUser, { cookie: admin, headers, params: { id: user.id }, body: { reason: 'Teste de auditoria', version: await versionOf(user.id) } });
    },
  },
  'admin.ts#reactivateUser': {
    endpoint: adminEndpoints.reactivateUser, action: 'user.reactivate',
    call: async (headers) => {
      const user = await t.insertUser({ status: 'suspenso' });
      return t.call(adminEndpoints.reactivateUser, { cookie: admin, headers, params: { id: user.id }, body: { version: await versionOf(user.id) } });
    },
  },
  'admin.ts#resetPassword': {
    endpoint: adminEndpoints.resetPassword, action: 'user.password_reset',
    call: async (headers) => {
      const user = await t.insertUser();
      return t.call(adminEndpoints.resetPassword, { cookie: admin, headers, params: { id: user.id }, body: { version: await versionOf(user.id) } });
    },
  },
  'admin.ts#retryEmail': {
    endpoint: adminEndpoints.retryEmail, action: 'email.retry',
    call: async (headers) => {
      await t.db.insertInto('emailOutbox').values({ id: 'auditoria-falhou', toAddress: 'x@teste.com.br', subject: 'A', body: 'B', status: 'falhou', error: 'SMTP 421', createdAt: t.clock.now().toISOString(), sentAt: null }).execute();
      return t.call(adminEndpoints.retryEmail, { cookie: admin, headers, params: { id: 'auditoria-falhou' } });
    },
  },
  'moderation.ts#approveCourse': {
    endpoint: moderationEndpoints.approveCourse, action: 'course.approve',
    call: async (headers) => t.call(moderationEndpoints.approveCourse, { cookie: admin, headers, params: { id: await pendingCourse(0) } }),
  },
  'moderation.ts#rejectCourse': {
    endpoint: moderationEndpoints.rejectCourse, action: 'course.reject',
    call: async (headers) => t.call(moderationEndpoints.rejectCourse, { cookie: admin, headers, params: { id: await pendingCourse(0) }, body: { reason: 'Faltam exemplos práticos.' } }),
  },
  'moderation.ts#unpublishCourse': {
    endpoint: moderationEndpoints.unpublishCourse, action: 'course.unpublish',
    call: async (headers) => t.call(moderationEndpoints.unpublishCourse, { cookie: admin, headers, params: { id: await approvedCourse() }, body: { reason: 'Conteúdo retirado a pedido da coordenação.' } }),
  },
  'moderation.ts#approveStudent': {
    endpoint: moderationEndpoints.approveStudent, action: 'student.verify',
    call: (headers) => t.call(moderationEndpoints.approveStudent, { cookie: admin, headers, params: { id: 'user-doc-gabriel' } }),
  },
  'moderation.ts#rejectStudent': {
    endpoint: moderationEndpoints.rejectStudent, action: 'student.reject',
    call: (headers) => t.call(moderationEndpoints.rejectStudent, { cookie: admin, headers, params: { id: 'user-doc-igor' }, body: { reason: 'Os dígitos do CPF não conferem.' } }),
  },
  'notice-publishing.ts#createEvent': {
    endpoint: adminNoticeEndpoints.createEvent, action: 'event.create',
    call: (headers) => t.call(adminNoticeEndpoints.createEvent, { cookie: admin, headers, body: eventInput('Evento auditado') }),
  },
  'notice-publishing.ts#updateEvent': {
    endpoint: adminNoticeEndpoints.updateEvent, action: 'event.update',
    call: async (headers) => {
      const id = idOf((await t.call(adminNoticeEndpoints.createEvent, { cookie: admin, body: eventInput('Evento a alterar') })).body);
      return t.call(adminNoticeEndpoints.updateEvent, { cookie: admin, headers, params: { id }, body: eventInput('Evento alterado') });
    },
  },
  'notice-publishing.ts#deleteEvent': {
    endpoint: adminNoticeEndpoints.deleteEvent, action: 'event.delete',
    call: async (headers) => {
      const id = idOf((await t.call(adminNoticeEndpoints.createEvent, { cookie: admin, body: eventInput('Evento a excluir') })).body);
      return t.call(adminNoticeEndpoints.deleteEvent, { cookie: admin, headers, params: { id } });
    },
  },
  'notice-publishing.ts#createAnnouncement': {
    endpoint: adminNoticeEndpoints.createAnnouncement, action: 'announcement.create',
    call: (headers) => t.call(adminNoticeEndpoints.createAnnouncement, { cookie: admin, headers, body: announcementInput('Aviso auditado') }),
  },
  'notice-publishing.ts#updateAnnouncement': {
    endpoint: adminNoticeEndpoints.updateAnnouncement, action: 'announcement.update',
    call: async (headers) => {
      const id = idOf((await t.call(adminNoticeEndpoints.createAnnouncement, { cookie: admin, body: announcementInput('Aviso a alterar') })).body);
      return t.call(adminNoticeEndpoints.updateAnnouncement, { cookie: admin, headers, params: { id }, body: announcementInput('Aviso alterado') });
    },
  },
  'notice-publishing.ts#deleteAnnouncement': {
    endpoint: adminNoticeEndpoints.deleteAnnouncement, action: 'announcement.delete',
    call: async (headers) => {
      const id = idOf((await t.call(adminNoticeEndpoints.createAnnouncement, { cookie: admin, body: announcementInput('Aviso a excluir') })).body);
      return t.call(adminNoticeEndpoints.deleteAnnouncement, { cookie: admin, headers, params: { id } });
    },
  },
  'notices.ts#sendMessage': {
    endpoint: noticeEndpoints.sendMessage, action: 'message.send',
    call: (headers) => t.call(noticeEndpoints.sendMessage, { cookie: admin, headers, body: { studentId: 'user-aluno-demo', message: 'Mensagem da administração.' } }),
  },
  'privacy.ts#eraseUser': {
    endpoint: privacyAdminEndpoints.eraseUser, action: 'account.erased',
    call: async (headers) => {
      const holder = await t.insertUser({ role: 'aluno' });
      return t.call(privacyAdminEndpoints.eraseUser, { cookie: admin, headers, params: { id: holder.id }, body: { reason: 'Pedido do titular por e-mail.' } });
    },
  },
  'plan-admin.ts#createPlan': {
    endpoint: planAdminEndpoints.createPlan, action: 'plan.create',
    call: (headers) => t.call(planAdminEndpoints.createPlan, { cookie: admin, headers, body: planInput('Plano Auditado') }),
  },
  'plan-admin.ts#updatePlan': {
    endpoint: planAdminEndpoints.updatePlan, action: 'plan.update',
    call: async (headers) => {
      const plan = (await t.call(planAdminEndpoints.createPlan, { cookie: admin, body: planInput('Plano a Alterar') })).body;
      return t.call(planAdminEndpoints.updatePlan, { cookie: admin, headers, params: { id: plan.id }, body: { ...planInput('Plano Alterado'), version: plan.version } });
    },
  },
  'plan-admin.ts#createCoupon': {
    endpoint: planAdminEndpoints.createCoupon, action: 'coupon.create',
    call: (headers) => t.call(planAdminEndpoints.createCoupon, { cookie: admin, headers, body: couponInput('AUDITADO') }),
  },
  'plan-admin.ts#updateCoupon': {
    endpoint: planAdminEndpoints.updateCoupon, action: 'coupon.update',
    call: async (headers) => {
      const coupon = (await t.call(planAdminEndpoints.createCoupon, { cookie: admin, body: couponInput('ALTERAR') })).body;
      return t.call(planAdminEndpoints.updateCoupon, { cookie: admin, headers, params: { id: coupon.id }, body: { ...couponInput('ALTERADO'), version: coupon.version } });
    },
  },
  'settings.ts#savePlatform': {
    endpoint: adminSettingsEndpoints.savePlatform, action: 'settings.update',
    call: async (headers) => {
      const view = (await t.call(adminSettingsEndpoints.getPlatform, { cookie: admin })).body;
      return t.callRaw(adminSettingsEndpoints.savePlatform, { cookie: admin, headers, body: { ...withoutMeta(view), supportEmail: 'auditoria@teste.com.br' } });
    },
  },
  'settings.ts#saveEmail': {
    endpoint: adminSettingsEndpoints.saveEmail, action: 'settings.update',
    call: async (headers) => {
      const view = (await t.call(adminSettingsEndpoints.getEmail, { cookie: admin })).body;
      return t.callRaw(adminSettingsEndpoints.saveEmail, { cookie: admin, headers, body: { ...withoutMeta(view, 'smtpPasswordSet'), emailFrom: 'auditoria@teste.com.br' } });
    },
  },
  'settings.ts#sendTestEmail': {
    endpoint: adminSettingsEndpoints.sendTestEmail, action: 'email.test',
    call: (headers) => t.call(adminSettingsEndpoints.sendTestEmail, { cookie: admin, headers }),
  },
  'settings.ts#saveSecurity': {
    endpoint: adminSettingsEndpoints.saveSecurity, action: 'settings.update',
    call: async (headers) => {
      const view = (await t.call(adminSettingsEndpoints.getSecurity, { cookie: admin })).body;
      return t.callRaw(adminSettingsEndpoints.saveSecurity, { cookie: admin, headers, body: { ...withoutMeta(view), maxLoginAttempts: 6 } });
    },
  },
  'settings.ts#savePolicies': {
    endpoint: adminSettingsEndpoints.savePolicies, action: 'settings.update',
    call: async (headers) => {
      const view = (await t.call(adminSettingsEndpoints.getPolicies, { cookie: admin })).body;
      return t.callRaw(adminSettingsEndpoints.savePolicies, { cookie: admin, headers, body: { ...withoutMeta(view), privacy: '# Privacidade\n\nVersão auditada.' } });
    },
  },
  'settings.ts#saveRetention': {
    endpoint: adminSettingsEndpoints.saveRetention, action: 'settings.update',
    call: async (headers) => {
      const view = (await t.call(adminSettingsEndpoints.getRetention, { cookie: admin })).body;
      return t.callRaw(adminSettingsEndpoints.saveRetention, { cookie: admin, headers, body: { ...withoutMeta(view), notificationDays: 400 } });
    },
  },
};

function eventInput(title: string) {
  return { audience: 'all', type: 'live' as const, title, description: 'Descrição.', date: day(3), time: '19:30', durationMinutes: 60, capacity: null };
}
function announcementInput(title: string) {
  return { audience: 'all', title, message: 'Mensagem do aviso.', type: 'content' as const, priority: 'info' as const, scheduledFor: null };
}
function planInput(name: string) {
  return { name, description: 'Plano de teste', priceCents: 21000, originalPriceCents: null, periodMonths: 6, features: ['Todos os cursos'], interestFreeInstalments: 3, active: true };
}
function couponInput(code: string) {
  return { code, discountType: 'percent' as const, discountValue: 10, maxUses: 5, validUntil: '2099-12-25', active: true };
}

const adminWrites = listContractEndpoints().filter(
  ({ endpoint }) => endpoint.method !== 'GET' && Array.isArray(endpoint.access) && endpoint.access.includes('admin'),
);

describe('every admin write is audited with the client address', () => {
  it('the table covers every state-changing endpoint an admin may call', () => {
    expect(adminWrites.length).toBeGreaterThan(20);
    expect(Object.keys(cases).sort()).toEqual(adminWrites.map((w) => w.name).sort());
    for (const { name, endpoint } of adminWrites) expect(cases[name]!.endpoint, name).toBe(endpoint);
  });

  let address = 0;
  for (const [name, { action, call }] of Object.entries(cases)) {
    it(`${name} writes '${action}' with the admin and the address`, async () => {
      const before = await t.db.selectFrom('auditLog').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirstOrThrow();
      address += 1;
      const ip = `198.51.100.${address}`;
      const res = await call({ 'x-forwarded-for': ip });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      const rows = await t.db.selectFrom('auditLog').selectAll().where('seq', '>', Number(before.seq ?? 0)).where('action', '=', action).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actorId: adminId, ip });
    });
  }
});

describe('the outbox writes and their audit rows commit together', () => {
  it('a retry whose audit row fails leaves the message failed (the claim is rolled back)', async () => {
    await t.db.insertInto('emailOutbox').values({ id: 'reenvio-atomico', toAddress: 'y@teste.com.br', subject: 'A', body: 'B', status: 'falhou', error: 'SMTP 421', createdAt: t.clock.now().toISOString(), sentAt: null }).execute();
    await expect(t.app.ctx.mailer.retry('reenvio-atomico', async () => { throw new Error('auditoria indisponível'); })).rejects.toThrow('auditoria indisponível');
    const row = await t.db.selectFrom('emailOutbox').select(['status', 'error']).where('id', '=', 'reenvio-atomico').executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'falhou', error: 'SMTP 421' });
  });

  it('a test message whose audit row fails is not queued', async () => {
    const count = async () => Number((await t.db.selectFrom('emailOutbox').select((eb) => eb.fn.countAll<number>().as('n')).where('toAddress', '=', 'z@teste.com.br').executeTakeFirstOrThrow()).n);
    await expect(t.app.ctx.mailer.send({ to: 'z@teste.com.br', subject: 'Teste', body: 'Corpo' }, async () => { throw new Error('auditoria indisponível'); })).rejects.toThrow();
    expect(await count()).toBe(0);
  });
});
