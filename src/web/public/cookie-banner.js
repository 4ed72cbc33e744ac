// The cookie banner (written into the page by the server until the visitor answers:
// src/server/plugins/cookie-banner.ts). Without this script its form posts and the server
// redirects back to the page; with it, the same answer is sent in the background (to the
// page the visitor is on now) and the banner goes away without reloading the page.
(function () {
  var banner = document.getElementById('cookie-banner');
  var form = banner && banner.querySelector('form');
  if (!form) return;
  if (!window.fetch || !window.URLSearchParams) return;
  form.addEventListener('submit', function (event) {
    var choice = event.submitter && event.submitter.value;
    if (!choice) return;
    event.preventDefault();
    var body = new URLSearchParams();
    body.set('escolha', choice);
    body.set('voltar', location.pathname + location.search);
    fetch(form.action, { method: 'POST', body: body, credentials: 'same-origin', redirect: 'manual' })
      .then(function (res) {
        if (res.type !== 'opaqueredirect' && !res.ok) throw new Error('status ' + res.status);
        banner.remove();
      })
      .catch(function () {
        // The plain form then: the server answers with the redirect.
        var field = document.createElement('input');
        field.type = 'hidden';
        field.name = 'escolha';
        field.value = choice;
        form.appendChild(field);
        form.submit();
      });
  });
})();
