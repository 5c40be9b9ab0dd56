/* Starts the app after first paint: see deferModules in server/lib/index-html.ts */
(function (d, s) {
  function add(entry, from) {
    var all = [].filter.call(d.querySelectorAll('meta[name=app-module]'), function (m) {
      var k = m.getAttribute('data-if-stored');
      return m.hasAttribute('data-entry') == entry && (!k || stored(k));
    });
    // Three tags a task: each costs a slow phone's main thread about a millisecond.
    all.slice(from, from + 3).forEach(function (m) {
      var t;
      if (entry) {
        t = d.createElement('script');
        t.type = 'module';
        t.src = m.content;
      } else {
        t = d.createElement('link');
        t.rel = 'modulepreload';
        t.href = m.content;
      }
      d.head.appendChild(t);
    });
    if (from + 3 < all.length) setTimeout(add, 0, entry, from + 3);
  }
  // A chunk only a shopper with a bag loads is preloaded only when the bag's session is stored.
  function stored(k) {
    try {
      return localStorage.getItem(k) != null;
    } catch (_) {}
  }
  function go() {
    if (s) return;
    s = 1;
    add(true, 0);
    setTimeout(add, 0, false, 0);
  }
  try {
    new PerformanceObserver(go).observe({ type: 'paint', buffered: true });
  } catch (_) {}
  requestAnimationFrame(function () {
    setTimeout(go, 200);
  });
  setTimeout(go, 1000);
})(document);
