// The situation as a file: "Download YAML" saves what the editor holds now (named after its
// title), and a YAML or JSON file chosen under "Upload YAML" is loaded into the editor, checked,
// and shown in the form (the page without JavaScript posts the file instead).

import { isObject } from "./dom.js";

function fileName(data) {
  var title = isObject(data) && typeof data.title === "string" ? data.title : "situation";
  return (title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60) || "situation") + ".yaml";
}

export function enableFiles({ downloadLink, upload, textarea, model, editor }) {
  downloadLink.hidden = false;
  downloadLink.addEventListener("click", function () {
    if (downloadLink.href.indexOf("blob:") === 0) URL.revokeObjectURL(downloadLink.href);
    downloadLink.href = URL.createObjectURL(new Blob([textarea.value], { type: "application/yaml" }));
    downloadLink.setAttribute("download", fileName(editor.data()));
  });

  upload.addEventListener("change", function () {
    var file = upload.files && upload.files[0];
    if (!file) return;
    if (file.size > model.limits.body) {
      editor.errors.show({ message: "The file is larger than " + model.limits.body + " bytes, the limit of a replay." }, false);
      upload.value = "";
      return;
    }
    file.text().then(function (text) {
      upload.value = "";
      editor.loadText(text.replace(/\r\n/g, "\n"));
    });
  });
}
