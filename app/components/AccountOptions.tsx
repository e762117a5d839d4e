/** A select's options for LinkedIn accounts, each by its name (the filters, analytics, the disconnect dialog). */
export function AccountOptions({ accounts }: { accounts: ReadonlyArray<{ id: string; name: string }> }) {
  return (
    <>
      {accounts.map((a) => (
        <option key={a.id} value={a.id}>
          {a.name}
        </option>
      ))}
    </>
  );
}
