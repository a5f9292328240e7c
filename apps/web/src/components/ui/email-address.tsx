/**
 * An e-mail address that may break after its '@' when it does not fit its line (large text): rather than anywhere
 * inside it ('support@mizan.ex|ample', seen at 200 % text).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@') + 1;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}
