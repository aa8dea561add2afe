// The editor keeps its two views of one situation in step: an edit in the form rewrites the
// YAML; an edit in the YAML is checked by the server (which reads YAML the way the engine does)
// and the form is rebuilt from what it read. Either edit is checked after a pause, and the
// error, if any, is shown next to its field. Only the latest check's answer is used.

import { checkSituation } from "./api.js";
import { isObject } from "./dom.js";
import { createErrorDisplay } from "./errors.js";
import { createFormView } from "./form.js";
import { toYaml } from "./yaml.js";

// The page's elements (form, textarea, formView, yamlView, tabs, yamlError), the form's model,
// and onTextChanged, called whenever the YAML text changes, from either view.
export function createEditor({ form, textarea, formView, yamlView, tabs, yamlError, model, onTextChanged }) {
  var errors = createErrorDisplay({
    form: form, formView: formView, textarea: textarea, yamlError: yamlError,
    showYaml: function () {
      showView("yaml");
    },
  });
  var fields = createFormView({ container: formView, model: model, onChange: changed });
  var checkTimer = null;
  var checkTicket = 0;

  function changed() {
    textarea.value = toYaml(fields.data());
    scheduleCheck(false);
    onTextChanged();
  }

  function renderForm(data) {
    if (fields.render(data) && errors.last) errors.place(errors.last, false);
  }

  function scheduleCheck(fromYaml) {
    window.clearTimeout(checkTimer);
    checkTimer = window.setTimeout(function () {
      check(fromYaml);
    }, fromYaml ? 400 : 700);
  }

  // A replay is on its way: a check started before it must not overwrite what it shows.
  function cancelCheck() {
    window.clearTimeout(checkTimer);
    checkTicket += 1;
  }

  function check(fromYaml) {
    window.clearTimeout(checkTimer); // this check covers any still waiting (its answer would win)
    var ticket = ++checkTicket;
    checkSituation(model.urls.check, textarea.value)
      .then(function (reply) {
        if (ticket !== checkTicket) return;
        if (!reply.ok) {
          errors.show({ message: (reply.body.error && reply.body.error.message) || "The situation could not be checked." }, false);
          return;
        }
        var body = reply.body;
        if (fromYaml) {
          if (isObject(body.data)) {
            errors.last = body.error;
            renderForm(body.data);
          } else {
            fields.markStale();
          }
        }
        if (body.error) errors.show(body.error, false);
        else errors.clear();
      })
      .catch(function () {});
  }

  function showView(name) {
    var showForm = name === "form";
    formView.hidden = !showForm;
    yamlView.hidden = showForm;
    tabs.querySelectorAll("[role=tab]").forEach(function (tab) {
      tab.setAttribute("aria-selected", String(tab.getAttribute("data-view") === name));
    });
    if (errors.last) errors.place(errors.last, false);
  }

  // New text for the situation (an uploaded file): checked at once, and the form follows.
  function loadText(text) {
    textarea.value = text;
    check(true);
    onTextChanged();
    showView(formView.hidden ? "yaml" : "form");
  }

  // The page as the server rendered it: the situation's data, and the error its replay met, if any.
  function start(data, error) {
    tabs.hidden = false;
    renderForm(data);
    errors.last = error;
    // the form describes Arkham Horror's format: an Elder Sign situation opens in the YAML view
    showView(isObject(data) && data.game !== "elder-sign" ? "form" : "yaml");
    if (errors.last) errors.show(errors.last, false);
  }

  textarea.addEventListener("input", function () {
    scheduleCheck(true);
    onTextChanged();
  });

  tabs.addEventListener("click", function (event) {
    var tab = event.target.closest("[role=tab]");
    if (tab) showView(tab.getAttribute("data-view"));
  });

  // Change the situation's data in code (a paste, sentences): the form and the YAML follow.
  function update(change) {
    var data = fields.data();
    if (!isObject(data)) return false;
    change(data);
    renderForm(data);
    changed();
    return true;
  }

  return {
    errors: errors,
    update: update,
    start: start,
    loadText: loadText,
    cancelCheck: cancelCheck,
    data: fields.data,
  };
}
