export default function AdminPage() {
  return (
    <section>
      <h1>Admin</h1>
      <p>Admin tools arrive soon.</p>
    </section>
  );
}
