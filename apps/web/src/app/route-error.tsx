/** Last line of defence: an unexpected crash in a page (RouteErrorBoundary in router.tsx). */
export function RouteError() {
  return (
    <main id="main">
      <section role="alert" className="page-error">
        <h1>Something went wrong</h1>
        <p>Reload the page to try again.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </section>
    </main>
  );
}
