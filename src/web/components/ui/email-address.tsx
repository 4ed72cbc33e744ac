/**
 * An e-mail address that may wrap after its @ ("ana.araujo01@" / "alunos.eduia.com.br"), besides
 * after a hyphen as any text may: `break-all` cut addresses anywhere and let a table column shrink
 * to a few letters on a phone. A part longer than its column breaks only where the cell says so
 * (`break-words`, or `overflow-wrap: anywhere` where the table must fit a phone's width).
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
