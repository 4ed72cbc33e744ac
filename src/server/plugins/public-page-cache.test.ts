import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettingsEndpoints as settingsEndpoints } from '#contracts/settings';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { writeWebBuild } from '#server/testing/web-build';
import { buildRouteHints, type ViteManifest } from './route-hints.ts';

// Public pages without personal data (landing, plans, policies) are rendered once and served
// from memory to visitors without a session, until the answers the render read change (an
// admin saving the settings). The stand-in renderer writes a fresh nonce into every page it
// renders, so a page served from memory is recognised by its nonce.

const NONCE_RENDERER = `
export async function renderPage(url, get) {
  const settings = await (await get('/api/settings/public')).json();
  const nonce = Math.random().toString(36).slice(2);
  return { head: '', html: '<main data-nonce="' + nonce + '">' + settings.platformName + '</main>', state: { url } };
}
`;

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true },
  'app/area-routes.tsx': { file: 'assets/area-routes-A.js', imports: ['index.html'] },
  'pages/landing.tsx': { file: 'assets/landing-L.js', imports: ['index.html'] },
  'pages/policy.tsx': { file: 'assets/policy-P.js', imports: ['index.html'] },
  'pages/verify.tsx': { file: 'assets/verify-V.js', imports: ['index.html'] },
};

const nonceOf = (html: string) => /data-nonce="(\w+)"/.exec(html)?.[1];

describe('public pages served from memory', () => {
  let t: TestApp;
  let build: ReturnType<typeof writeWebBuild>;
  beforeAll(async () => {
    build = writeWebBuild({
      indexHtml: '<!doctype html><html><head><title>EduIA</title><script type="module" crossorigin src="/assets/index-E.js"></script></head><body><div id="root"></div></body></html>',
      hints: buildRouteHints(manifest, [
        { pattern: '/', src: 'pages/landing.tsx', area: false, calls: ['/api/settings/public'] },
        { pattern: '/termos', src: 'pages/policy.tsx', area: false, calls: ['/api/settings/public'] },
        { pattern: '/certificados/verificar/:code?', src: 'pages/verify.tsx', area: false, calls: ['/api/settings/public'] },
      ]),
      serverRenderer: NONCE_RENDERER,
    });
    t = await buildTestApp({ config: { WEB_DIST_DIR: build.webDist } });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  const page = async (url: string, cookie?: string) => {
    const res = await t.request('GET', url, { cookie });
    expect(res.status).toBe(200);
    expect(res.raw.headers['cache-control']).toBe('private, no-store');
    return res.raw.body;
  };

  it('renders the landing and a policy once for visitors without a session, and again after the admin saves the settings', async () => {
    const rendersBefore = t.app.renderQueue()!;
    const first = await page('/');
    expect(first).toContain('>EduIA</main>');
    expect(first).toContain('<title>EduIA · Educação Online Inteligente com IA</title>');
    expect(nonceOf(await page('/'))).toBe(nonceOf(first));
    // Counted apart (metrics, the bench's rendered pages): one render, then one page from memory.
    expect(t.app.renderQueue()).toEqual(expect.objectContaining({ rendered: rendersBefore.rendered + 1, kept: rendersBefore.kept + 1 }));
    const terms = await page('/termos');
    expect(nonceOf(terms)).not.toBe(nonceOf(first));
    expect(nonceOf(await page('/termos'))).toBe(nonceOf(terms));

    const admin = await t.signInAs('admin');
    const current = await t.call(settingsEndpoints.getPlatform, { cookie: admin });
    const { updatedAt: _updatedAt, ...platform } = current.body;
    const saved = await t.call(settingsEndpoints.savePlatform, { cookie: admin, body: { ...platform, platformName: 'Escola Nova' } });
    expect(saved.status).toBe(200);

    const renamed = await page('/');
    expect(renamed).toContain('>Escola Nova</main>');
    expect(nonceOf(renamed)).not.toBe(nonceOf(first));
    expect(nonceOf(await page('/'))).toBe(nonceOf(renamed));
    const renamedTerms = await page('/termos');
    expect(renamedTerms).toContain('>Escola Nova</main>');
    // Each page's own title, with the platform's current name (issue 28 item 4).
    expect(renamedTerms).toContain('<title>Termos de Uso · Escola Nova</title>');
    expect(renamed).toContain('<title>Escola Nova · Educação Online Inteligente com IA</title>');
    // A page the server does not render (no hints for it here) still carries its title.
    const plain = await t.request('GET', '/professor/alunos');
    expect(plain.raw.body).toContain('<title>Alunos · Escola Nova</title>');
  });

  it('renders anew for a signed-in visitor, a query string, and pages outside the list', async () => {
    const cached = nonceOf(await page('/'));
    const aluno = await t.signInAs('aluno');
    expect(nonceOf(await page('/', aluno))).not.toBe(cached);
    expect(nonceOf(await page('/?utm=1'))).not.toBe(cached);
    const verify = nonceOf(await page('/certificados/verificar/ABC'));
    expect(nonceOf(await page('/certificados/verificar/ABC'))).not.toBe(verify);
  });
});
