/* Starts the app after first paint: see deferModules in server/lib/index-html.ts */
(function (d, s) {
  function go() {
    if (s) return;
    s = 1;
    d.querySelectorAll('meta[name=app-module]').forEach(function (m) {
      var t = d.createElement('link');
      if (m.hasAttribute('data-entry')) {
        t = d.createElement('script');
        t.type = 'module';
        t.src = m.content;
      } else {
        t.rel = 'modulepreload';
        t.href = m.content;
      }
      d.head.appendChild(t);
    });
  }
  requestAnimationFrame(function () {
    setTimeout(go);
  });
  setTimeout(go, 100); // a hidden tab never paints
})(document);
