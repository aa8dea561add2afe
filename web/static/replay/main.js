// The replay page's script: the editor (a form kept in step with the YAML), replay without
// reloading, the trace's step-through, the share link, and the YAML as a file. Progressive
// enhancement: without it the YAML textarea and its Replay button work on their own, and the
// trace's nested sequences still fold. The server's data come in JSON blocks (the page allows no
// inline script): "replay-model", the form's description; "replay-data", the situation's data.

import { createEditor } from "./editor.js";
import { enableFiles } from "./files.js";
import { enableGallery } from "./gallery.js";
import { createQuickAdd } from "./quick.js";
import { createShareLink } from "./share.js";
import { enhanceTrace, replayWithoutReloading, situationError } from "./trace.js";

function start(form, region) {
  var model = JSON.parse(document.getElementById("replay-model").textContent);
  var data = JSON.parse(document.getElementById("replay-data").textContent);
  var textarea = document.getElementById("situation");
  var upload = document.getElementById("upload-yaml");

  var share = createShareLink({
    input: document.getElementById("share-link"),
    note: document.getElementById("share-note"),
    copyButton: document.getElementById("copy-share"),
    textarea: textarea,
    model: model,
  });
  var editor = createEditor({
    form: form,
    textarea: textarea,
    formView: document.getElementById("form-view"),
    yamlView: document.getElementById("yaml-view"),
    tabs: form.querySelector(".view-tabs"),
    yamlError: document.getElementById("situation-error"),
    model: model,
    onTextChanged: share.schedule,
  });
  replayWithoutReloading({
    form: form, textarea: textarea, region: region, upload: upload, editor: editor, traceUrl: model.urls.trace,
    onShare: share.set,
  });
  enableFiles({ downloadLink: document.getElementById("download-yaml"), upload: upload, textarea: textarea, model: model,
                editor: editor });

  editor.start(data, situationError(region));
  var quick = document.getElementById("quick-add");
  if (quick) createQuickAdd({ container: quick, editor: editor, standIns: model.standIns });
  var gallery = document.getElementById("examples");
  if (gallery) enableGallery({ gallery: gallery, link: document.getElementById("show-examples") });
  enhanceTrace(region, share.set);
  if (!share.hasLink()) share.schedule();
}

var form = document.getElementById("replay-form");
var region = document.getElementById("trace");
if (form && region) start(form, region);
