/* global document, location, addEventListener, HTMLInputElement, HTMLTextAreaElement */
// Starts the current page's scripts as early as is useful.
// - Every page: fetches the page's own chunks while the app's first scripts download, instead of
//   after they run (without it the route chunk and the listings' response check wait for React
//   to boot). The map of pages to files is written into index.html by web/build/route-preload.ts.
// - A page the gateway rendered (gateway/src/web/server-render.ts) is readable before any
//   script runs, so the gateway parks the app's entry and preloads (type "ghar/after-paint",
//   rel "ghar-after-paint"): they start here once the page has painted, so that on a slow link
//   they do not hold back its first paint. Until the app has taken the page over (main.tsx
//   announces "ghar:hydrating" and "ghar:hydrated"), presses are kept and the last pressed again
//   once it has, so an early press is not lost (below).
(function () {
  var addPreload = function (file) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  };
  // perTask: how many links to add before letting the browser run what waits. Each link starts a
  // fetch, ~2 ms of a slow phone's main thread: the ~30 of a search page at once were a task of
  // 80-300 ms (Lighthouse's total blocking time).
  var preloadRoute = function (perTask) {
    var map = document.getElementById('route-chunks');
    if (!map) return;
    var routes = JSON.parse(map.textContent || '[]');
    for (var i = 0; i < routes.length; i += 1) {
      if (!new RegExp(routes[i].pattern).test(location.pathname)) continue;
      var files = routes[i].files;
      var next = 0;
      var step = function () {
        files.slice(next, next + perTask).forEach(addPreload);
        next += perTask;
        if (next < files.length) setTimeout(step, 0);
      };
      step();
      return;
    }
  };

  var parked = document.querySelectorAll(
    'link[rel="ghar-after-paint"], script[type="ghar/after-paint"]',
  );
  // The shell (a page the browser renders itself): all at once, while the page is parsed.
  if (parked.length === 0) return preloadRoute(Infinity);

  // Presses until the app has taken the page over. Before hydration starts, a link works
  // natively (the server renders its page too) and a button does nothing: the last button
  // pressed is kept. While React hydrates (a transition, in slices), a press on a link or a
  // button is held — kept from the browser and from React — and the last one is pressed again
  // once hydration is done, so it always acts on the finished page, once. A press with a
  // modifier key (a new tab) is left to the browser.
  var hydrating = false;
  var held = null;
  var onPress = function (event) {
    var target = event.target;
    var pressable = target && target.closest ? target.closest('a[href], button') : null;
    if (!pressable) return;
    if (!hydrating) {
      if (pressable.tagName === 'BUTTON' && pressable.type !== 'submit') held = pressable;
      return;
    }
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    held = pressable;
  };
  // Text typed (or an option chosen) before hydration is on screen but unknown to React, which
  // hydrates the server's value: each such field is told again as if just typed, so its
  // onChange runs (React notices a change against the value it last saw: set back to the
  // server's through the element, then to the reader's past React's watch).
  var retell = function () {
    var fields = document.querySelectorAll('#root input, #root textarea, #root select');
    for (var i = 0; i < fields.length; i += 1) {
      var field = fields[i];
      if (field.tagName === 'SELECT') {
        var changed = false;
        for (var j = 0; j < field.options.length; j += 1) {
          if (field.options[j].selected !== field.options[j].defaultSelected) changed = true;
        }
        if (changed) field.dispatchEvent(new Event('change', { bubbles: true }));
        continue;
      }
      if (field.type === 'checkbox' || field.type === 'radio' || field.type === 'file') continue;
      if (field.value === field.defaultValue) continue;
      var typed = field.value;
      var proto = field.tagName === 'TEXTAREA' ? HTMLTextAreaElement : HTMLInputElement;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(proto.prototype, 'value').set.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
  var released = false;
  var release = function () {
    if (released) return;
    released = true;
    document.removeEventListener('click', onPress, true);
    retell();
    var press = held;
    held = null;
    if (press && press.isConnected) press.click();
  };
  document.addEventListener('click', onPress, true);
  addEventListener(
    'ghar:hydrating',
    function () {
      hydrating = true;
      // Never hold presses for good, should hydration not finish.
      setTimeout(release, 10000);
    },
    { once: true },
  );
  addEventListener('ghar:hydrated', release, { once: true });

  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    // The app's entry and its preloads first, then the page's own chunks a few per task: all
    // download side by side, and the main thread stays free between.
    var links = [];
    var scripts = [];
    parked.forEach(function (node) {
      (node.tagName === 'LINK' ? links : scripts).push(node);
    });
    links.forEach(function (node) {
      addPreload(node.getAttribute('href'));
    });
    scripts.forEach(function (node) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = node.getAttribute('src');
      document.head.appendChild(script);
    });
    preloadRoute(4);
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
