/** The stack's floor, React alone: the first question as plain elements. */
export function App() {
  return (
    <main>
      <h1>What&apos;s your first and last name?</h1>
      <label htmlFor="name">First and last name</label>
      <input id="name" name="name" autoComplete="name" />
      <button type="button">Continue</button>
    </main>
  );
}
