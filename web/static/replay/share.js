// The share link: the situation itself, deflated and base64url-encoded into /replay?s=CODE, made
// in the browser as the situation is edited (the same code web/replay/share.py reads), so that
// nothing is stored on the server. A code over the limit cannot travel in a URL: the note then
// says to share the YAML file instead.

function base64url(bytes) {
  var binary = "";
  for (var i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function createShareLink({ input, note, copyButton, textarea, model }) {
  var timer = null;

  function set(url) {
    input.hidden = false;
    copyButton.hidden = false;
    input.value = url;
    note.textContent = "The link holds the situation itself (compressed, at most " + model.limits.share + " characters); nothing is stored on the server.";
  }

  function tooLarge(length) {
    input.hidden = true;
    copyButton.hidden = true;
    note.textContent = "This situation is too large to share as a link (" + length + " characters once compressed, more than " +
      model.limits.share + "): download the YAML and share the file.";
  }

  function update() {
    if (!("CompressionStream" in window)) {
      note.textContent = "Replay the situation to get its share link.";
      input.hidden = true;
      copyButton.hidden = true;
      return;
    }
    var bytes = new TextEncoder().encode(textarea.value);
    var stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"));
    new Response(stream).arrayBuffer().then(function (buffer) {
      var code = base64url(new Uint8Array(buffer));
      if (code.length > model.limits.share) tooLarge(code.length);
      else set(new URL(model.urls.page + "?s=" + code, window.location.href).href);
    });
  }

  // The text changed: make its link once the typing pauses.
  function schedule() {
    window.clearTimeout(timer);
    timer = window.setTimeout(update, 300);
  }

  copyButton.addEventListener("click", function () {
    input.select();
    if (navigator.clipboard) navigator.clipboard.writeText(input.value).catch(function () {});
    copyButton.textContent = "Copied";
    window.setTimeout(function () {
      copyButton.textContent = "Copy";
    }, 1500);
  });

  return {
    set: set,
    schedule: schedule,
    hasLink: function () {
      return Boolean(input.value);
    },
  };
}
