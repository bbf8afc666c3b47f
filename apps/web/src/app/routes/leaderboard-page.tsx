export default function LeaderboardPage() {
  return (
    <section>
      <h1>Leaderboard</h1>
      <p>Standings arrive soon.</p>
    </section>
  );
}
