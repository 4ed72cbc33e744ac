import type { FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints } from '#contracts/auth';
import { signInForms, type SignInFormError } from '#contracts/sign-in-forms';
import { CSRF_HEADER } from '#contracts/endpoint';
import { ROLES } from '#contracts/http';
import type { AppInstance } from '#server/context';
import { AppError } from '#server/lib/app-error';
import { acceptFormPosts } from '#server/lib/http/form-body';
import { CSRF_REFUSED, isOwnOriginPost } from '#server/plugins/route';
import { isSecureRequest } from '#server/plugins/session';

// The landing's sign-in form and demo cards as real HTML forms (issue 28): a visitor who taps
// before the page's script has run (a slow phone, a busy server) or without script at all is
// answered by the server with a redirect. Each form post is handed to the JSON route itself
// (in-process, from the visitor's address, with their cookies), so rate limits, the
// per-account throttle, 2FA, suspension, maintenance and the audit are exactly the JSON
// sign-in's. docs/decisions/sign-in-forms-without-script.md.

/** The JSON sign-in's error body: its sentence and, for an account's throttle, the minutes to wait. */
interface SignInFailureBody { message?: string; retryAfterMinutes?: string }

/** What the landing should say about a failed sign-in: the code for `?erro=` (and minutes for a throttled account). */
function formErrorOf(status: number, body: SignInFailureBody): { code: SignInFormError; minutes?: number } {
  const message = body.message ?? '';
  if (status === 400) return { code: 'dados' };
  if (status === 401) return { code: message.startsWith('Código') ? 'codigo' : 'credenciais' };
  if (status === 403 && message.includes('suspensa')) return { code: 'suspensa' };
  if (status === 404) return { code: 'demo-indisponivel' };
  if (status === 429) {
    // The account's own throttle says for how long; the address's rate limit does not.
    const minutes = Number(body.retryAfterMinutes);
    return Number.isInteger(minutes) && minutes > 0 ? { code: 'bloqueada', minutes } : { code: 'limite' };
  }
  if (status === 503) return { code: 'manutencao' };
  return { code: 'falha' };
}

const landingWith = (query: Record<string, string>, anchor: string) => `/?${new URLSearchParams(query).toString()}#${anchor}`;

/** `application/x-www-form-urlencoded` → the fields as strings (the last of a repeated name). */
function formFields(body: unknown): Record<string, string> {
  return body && typeof body === 'object' ? (body as Record<string, string>) : {};
}

export async function signInFormRoutes(app: AppInstance) {
  const { config } = app.ctx;
  await app.register(async (forms) => {
    // Only these routes read form bodies; every /api route keeps accepting JSON alone.
    acceptFormPosts(forms);

    /** The JSON route's answer for this visitor; its cookies passed on (Secure when the visitor came over HTTPS). */
    async function viaJsonRoute(req: FastifyRequest, reply: FastifyReply, url: string, payload?: Record<string, string>) {
      if (!isOwnOriginPost(req, config.PUBLIC_URL)) throw new AppError('forbidden', CSRF_REFUSED);
      // A page's form only: any other body (JSON, text) is for the API routes.
      if (req.body !== undefined && !String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
        throw new AppError('unsupported-media-type', 'Envie o formulário da página.');
      }
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { [CSRF_HEADER]: '1', ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
        ...(payload ? { payload: JSON.stringify(payload) } : {}),
        remoteAddress: req.ip,
      });
      const setCookie = res.headers['set-cookie'];
      for (const cookie of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
        reply.header('set-cookie', isSecureRequest(req) && !/;\s*secure/i.test(cookie) ? `${cookie}; Secure` : cookie);
      }
      const body = res.json() as { status?: string; user?: { role: string } } & SignInFailureBody;
      return { statusCode: res.statusCode, body };
    }

    const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

    forms.post(signInForms.login, async (req, reply) => {
      noStore(reply);
      const fields = formFields(req.body);
      const email = (fields.email ?? '').trim().slice(0, 200);
      const totpCode = (fields.totpCode ?? '').trim();
      const { statusCode, body } = await viaJsonRoute(req, reply, authEndpoints.login.path, {
        email,
        password: fields.password ?? '',
        ...(totpCode ? { totpCode } : {}),
      });
      if (statusCode === 200 && body.status === 'signed-in' && body.user) return reply.redirect(`/${body.user.role}`, 303);
      if (statusCode === 200 && body.status === 'totp-required') return reply.redirect(landingWith({ etapa: 'codigo', email }, 'entrar-conta'), 303);
      const { code, minutes } = formErrorOf(statusCode, body);
      return reply.redirect(landingWith({ erro: code, ...(minutes ? { minutos: String(minutes) } : {}), ...(email ? { email } : {}) }, 'entrar-conta'), 303);
    });

    forms.post<{ Params: { role: string } }>(signInForms.demo, async (req, reply) => {
      noStore(reply);
      const role = ROLES.find((r) => r === req.params.role);
      if (!role) return reply.redirect(landingWith({ 'erro-perfil': 'demo-indisponivel' }, 'escolha-perfil'), 303);
      const { statusCode, body } = await viaJsonRoute(req, reply, authEndpoints.demoLogin.path.replace(':role', role));
      if (statusCode === 200 && body.status === 'signed-in' && body.user) return reply.redirect(`/${body.user.role}`, 303);
      const { code } = statusCode === 200 ? { code: 'demo-2fa' as const } : formErrorOf(statusCode, body);
      return reply.redirect(landingWith({ 'erro-perfil': code }, 'escolha-perfil'), 303);
    });
  });
}
