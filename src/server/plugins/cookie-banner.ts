import { COOKIE_CHOICE_COOKIE, COOKIE_CHOICE_PATH } from '#contracts/consents';
import { escapeHtml } from '#server/lib/format';

// The cookie banner (issue 26 item 5; docs/decisions/consent-and-cookies.md): written into
// every page's HTML by the server until the visitor answers, outside the React root, so it
// is there from the first paint (no layout shift, nothing to hydrate) and works without
// JavaScript: a plain form whose two buttons post the answer; the server sets the cookie and
// redirects back. With JavaScript, /cookie-banner.js sends the same form in the background.
// "Recusar" and "Aceitar" are the same kind of button, side by side, same size.

/** Whether the request carries an answer to the banner already. */
export const hasCookieChoice = (cookies: Record<string, string | undefined>) => Boolean(cookies[COOKIE_CHOICE_COOKIE]);

// The markup is the same for every visitor but the page to return to: built once, so a page
// without an answer costs one escape and one concatenation more.
const BEFORE_RETURN = `<aside id="cookie-banner" class="cookie-banner" aria-labelledby="cookie-banner-title">
      <form method="post" action="${COOKIE_CHOICE_PATH}" class="cookie-banner__form">
        <div class="cookie-banner__text">
          <h2 id="cookie-banner-title" class="cookie-banner__title">Cookies</h2>
          <p>Usamos só os cookies necessários para você entrar e manter a sessão. Hoje não usamos cookies opcionais (medição de uso e personalização); se passarmos a usar, será só com a sua permissão. Você pode mudar a escolha em "Meus dados". <a href="/cookies">Política de cookies</a></p>
        </div>
        <input type="hidden" name="voltar" value="`;
const AFTER_RETURN = `">
        <div class="cookie-banner__actions">
          <button type="submit" name="escolha" value="recusar" class="cookie-banner__button">Recusar</button>
          <button type="submit" name="escolha" value="aceitar" class="cookie-banner__button">Aceitar</button>
        </div>
      </form>
    </aside>
    <script defer src="/cookie-banner.js"></script>`;

export const cookieBannerHtml = (returnTo: string): string => BEFORE_RETURN + escapeHtml(returnTo) + AFTER_RETURN;

/** The page with the banner before `</body>`, for a visitor who has not answered yet. */
export const withCookieBanner = (html: string, returnTo: string) => html.replace('</body>', () => `  ${cookieBannerHtml(returnTo)}\n  </body>`);
