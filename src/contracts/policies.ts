// The platform's public policies and their titles, without zod: the tab title of every page
// reads them (page-titles.ts), so importing them must not bring the schemas' library into the
// landing page's script.

export const POLICY_KINDS = ['terms', 'privacy', 'cookies'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];
export const POLICY_TITLES: Record<PolicyKind, string> = { terms: 'Termos de Uso', privacy: 'Política de Privacidade', cookies: 'Política de Cookies' };
