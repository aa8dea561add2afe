// A situation's error shown where it is: next to the field it names in the form (opening the
// folds around it), under the YAML with its line one click away, and marked aria-invalid. The
// last error is kept (display.last) so that it is placed again when the form is rebuilt or the
// view changes.

import { el } from "./dom.js";

// showYaml: switches the editor to its YAML view (the "show line N" button).
export function createErrorDisplay({ form, formView, textarea, yamlError, showYaml }) {
  var display = { last: null, clear: clearErrors, place: placeError, show: showError };

  function clearErrors() {
    display.last = null;
    form.querySelectorAll(".field-error.live").forEach(function (node) {
      node.remove();
    });
    form.querySelectorAll("[aria-invalid]").forEach(function (node) {
      node.removeAttribute("aria-invalid");
    });
    form.querySelectorAll(".has-error").forEach(function (node) {
      node.classList.remove("has-error");
    });
    yamlError.hidden = true;
    yamlError.textContent = "";
  }

  function findField(path) {
    var current = path || "";
    while (current) {
      var found = formView.querySelector('[data-path="' + current.replace(/"/g, '\\"') + '"]');
      if (found) return found;
      var cut = Math.max(current.lastIndexOf("."), current.lastIndexOf("["));
      current = cut > 0 ? current.slice(0, cut) : "";
    }
    return null;
  }

  function placeError(error, reveal) {
    form.querySelectorAll(".field-error.live").forEach(function (node) {
      node.remove();
    });
    form.querySelectorAll(".has-error").forEach(function (node) {
      node.classList.remove("has-error");
    });
    var target = findField(error.field);
    var row = target ? (target.matches(".field, details.item, fieldset") ? target : target.closest(".field") || target) : null;
    var message = el("p", { className: "field-error live", role: "alert", id: "field-error-live", text: error.message });
    if (error.line) {
      var show = el("button", { type: "button", className: "link-button", text: "show line " + error.line + " in the YAML" });
      show.addEventListener("click", function () {
        showYaml();
        selectLine(error.line);
      });
      message.appendChild(document.createTextNode(" "));
      message.appendChild(show);
    }
    if (row) {
      row.classList.add("has-error");
      if (row.tagName === "DETAILS" || row.tagName === "FIELDSET") {
        var first = row.querySelector(":scope > summary, :scope > legend");
        (first || row).insertAdjacentElement("afterend", message);
      } else {
        row.appendChild(message);
      }
      var input = row.matches("input, select, textarea") ? row : row.querySelector("input, select, textarea");
      if (input && input.getAttribute("data-path") === error.field) {
        input.setAttribute("aria-invalid", "true");
        input.setAttribute("aria-describedby", "field-error-live");
      }
      var parent = row.parentElement;
      while (parent && parent !== formView) {
        if (parent.tagName === "DETAILS") parent.open = true;
        parent = parent.parentElement;
      }
    } else if (!formView.hidden) {
      formView.insertBefore(message, formView.firstChild);
    }
    if (reveal) {
      if (!formView.hidden && row) row.scrollIntoView({ block: "center" });
      else if (formView.hidden && error.line) selectLine(error.line, true);
    }
  }

  function showError(error, reveal) {
    display.last = error;
    yamlError.hidden = false;
    yamlError.textContent = error.message;
    textarea.setAttribute("aria-invalid", "true");
    textarea.setAttribute("aria-describedby", "situation-error");
    placeError(error, reveal);
  }

  function selectLine(line, keepFocus) {
    var lines = textarea.value.split("\n");
    var start = 0;
    for (var i = 0; i < line - 1 && i < lines.length; i++) start += lines[i].length + 1;
    var end = start + (lines[line - 1] || "").length;
    if (!keepFocus) textarea.focus();
    textarea.setSelectionRange(start, end);
    var height = textarea.scrollHeight / Math.max(lines.length, 1);
    textarea.scrollTop = Math.max(0, (line - 4) * height);
  }

  return display;
}
