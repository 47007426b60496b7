// The empty path is /login. Doing this before the router is created (rather than only with
// a <Navigate>) means the address is already right when the page's load event fires, with no flash.
if (window.location.pathname === '/') {
  window.history.replaceState(
    window.history.state,
    '',
    `/login${window.location.search}${window.location.hash}`,
  );
}
export {};
