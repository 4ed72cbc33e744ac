import { describe, expect, it } from 'vitest';
import { cookieBannerHtml, hasCookieChoice, withCookieBanner } from './cookie-banner.ts';

describe('cookie banner markup', () => {
  it('returns to the page it was drawn on, with the address escaped', () => {
    const html = cookieBannerHtml('/assinatura?x="><script>alert(1)</script>&y=1');
    expect(html).toContain('value="/assinatura?x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;y=1"');
    expect(html).not.toContain('<script>alert');
    // Two buttons of one form, the same class: refusing is as easy as accepting.
    expect(html.match(/<button type="submit" name="escolha" value="(recusar|aceitar)" class="cookie-banner__button">/g)).toHaveLength(2);
  });

  it('is added before </body> only for a visitor who has not answered', () => {
    expect(withCookieBanner('<html><body><div id="root"></div></body></html>', '/')).toMatch(/<div id="root"><\/div>\s*<aside id="cookie-banner"[\s\S]*<\/body>/);
    expect(hasCookieChoice({ eduia_cookies: 'recusados' })).toBe(true);
    expect(hasCookieChoice({ eduia_session: 'x' })).toBe(false);
  });
});
