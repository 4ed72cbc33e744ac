// pt-BR formats for server-made texts (e-mails, PDFs), as DESIGN.md fixes them.

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });
/** dd/mm/aaaa in São Paulo time, for messages, e-mails and receipts. */
export const formatDatePtBR = (iso: string | Date): string => dateFormat.format(typeof iso === 'string' ? new Date(iso) : iso);

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** "R$ 49,90" (regular spaces, so it also fits PDF fonts). */
export const formatCentsBRL = (cents: number): string => brl.format(cents / 100).replace(/\u00a0/g, ' ');

/** Text for HTML, also inside a double-quoted attribute (a page's title, a hidden field's value). */
export const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
