/* global document, location, addEventListener */
// Starts the current page's scripts as early as is useful.
// - Every page: fetches the page's own chunks while the app's first scripts download, instead of
//   after they run (without it the route chunk and the listings' response check wait for React
//   to boot). The map of pages to files is written into index.html by web/build/route-preload.ts.
// - A page the gateway rendered (gateway/src/web/server-render.ts) is readable before any
//   script runs, so the gateway parks the app's entry and preloads (type "ghar/after-paint",
//   rel "ghar-after-paint"): they start here once the page has painted, so that on a slow link
//   they do not hold back its first paint. Until the app has taken the page over (main.tsx
//   announces "ghar:hydrating" and "ghar:hydrated"), the last button pressed is kept and pressed
//   again once it has, so an early press is not lost.
(function () {
  var preloadRoute = function () {
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
  };

  var parked = document.querySelectorAll(
    'link[rel="ghar-after-paint"], script[type="ghar/after-paint"]',
  );
  if (parked.length === 0) return preloadRoute();

  var pressed = null;
  var keepPress = function (event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button') : null;
    if (button && button.type !== 'submit') pressed = button;
  };
  document.addEventListener('click', keepPress, true);
  // From here on React sees presses itself (hydrateRoot listens on the root at once).
  addEventListener(
    'ghar:hydrating',
    function () {
      document.removeEventListener('click', keepPress, true);
    },
    { once: true },
  );
  addEventListener(
    'ghar:hydrated',
    function () {
      if (pressed && pressed.isConnected) pressed.click();
      pressed = null;
    },
    { once: true },
  );

  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    preloadRoute();
    // Preloads first, so that everything downloads side by side; the entry last.
    var links = [];
    var scripts = [];
    parked.forEach(function (node) {
      (node.tagName === 'LINK' ? links : scripts).push(node);
    });
    links.concat(scripts).forEach(function (node) {
      var element;
      if (node.tagName === 'LINK') {
        element = document.createElement('link');
        element.rel = 'modulepreload';
        element.href = node.getAttribute('href');
      } else {
        element = document.createElement('script');
        element.type = 'module';
        element.src = node.getAttribute('src');
      }
      element.crossOrigin = '';
      document.head.appendChild(element);
    });
  };
  var paints =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  if (!paints) return start();
  new PerformanceObserver(function (entries, observer) {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // A page loaded in a background tab paints only when it is shown: it need not wait for that.
  addEventListener('load', function () {
    if (document.visibilityState === 'hidden') start();
  });
})();
