export default function HelpPage() {
  return (
    <section>
      <h1>Help</h1>
      <p>How the league works arrives soon.</p>
    </section>
  );
}
