/* global document, location */
// Starts fetching the current page's own chunks while the app's first scripts download, instead
// of after they run: without it the route chunk (and the listings' response check) waits for
// React to boot. The map of pages to files is written into index.html by
// web/build/route-preload.ts; a page without an entry loads as before.
(function () {
  var map = document.getElementById('route-chunks');
  if (!map) return;
  var routes = JSON.parse(map.textContent || '[]');
  for (var i = 0; i < routes.length; i += 1) {
    if (!new RegExp(routes[i].pattern).test(location.pathname)) continue;
    routes[i].files.forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link);
    });
    return;
  }
})();
