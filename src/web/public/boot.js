// A page rendered on the server is readable before any script: its code starts loading just
// after the first contentful paint (issue 15), then hydrates it. `data-entry`: the app's entry module;
// `data-modules`: the route's other modules, fetched in parallel with it.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  // A form drawn by the server is not the app's form until hydrated: submitted natively, a form
  // with no server route would send its fields (a password) in the address. Until the page is live
  // (app/page-route.ts marks it), such a submit is held back; after, React's handlers take it.
  // A form the server answers (method="post" with an action: the sign-in forms) goes through.
  document.addEventListener(
    'submit',
    function (event) {
      if (document.documentElement.hasAttribute('data-page-ready')) return;
      var form = event.target;
      var answered = form && form.getAttribute && (form.getAttribute('method') || '').toLowerCase() === 'post' && form.hasAttribute('action');
      if (!answered) event.preventDefault();
    },
    true,
  );
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // One insertion for all: each element added to the document on its own costs a style pass.
    var fragment = document.createDocumentFragment();
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      fragment.appendChild(link);
    });
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    fragment.appendChild(module);
    document.head.appendChild(fragment);
  }
  // After the first paint with content, not merely the first frame: a large page can paint its
  // first frame before its text, and code fetched before the text shows delays it on a phone.
  var paintTiming = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (paintTiming) {
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // no paint timing in this browser: the first frame
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // A tab opened in the background paints no frame until shown.
  setTimeout(start, 1000);
})();
