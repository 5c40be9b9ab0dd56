/* Starts the app after first paint: see deferModules in server/lib/index-html.ts */
(function (d, s) {
  function add(entry) {
    d.querySelectorAll('meta[name=app-module]').forEach(function (m) {
      var t;
      if (m.hasAttribute('data-entry') != entry) return;
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
  }
  function go() {
    if (s) return;
    s = 1;
    add(true);
    setTimeout(add, 0, false);
  }
  try {
    new PerformanceObserver(go).observe({ type: 'paint', buffered: true });
  } catch (_) {}
  requestAnimationFrame(function () {
    setTimeout(go, 200);
  });
  setTimeout(go, 1000);
})(document);
