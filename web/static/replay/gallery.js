// The worked examples, below the editor: one tap away (the lede's link opens and shows them) and
// searchable (a word of the name or the summary keeps the examples that have it).

export function enableGallery({ gallery, link }) {
  var search = gallery.querySelector(".gallery-search");
  var input = gallery.querySelector("#example-search");
  var items = Array.prototype.slice.call(gallery.querySelectorAll(".gallery li"));
  if (search && input) {
    search.hidden = false;
    input.addEventListener("input", function () {
      var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
      items.forEach(function (item) {
        var text = item.textContent.toLowerCase();
        item.hidden = !words.every(function (word) {
          return text.indexOf(word) !== -1;
        });
      });
    });
  }
  if (link) {
    link.addEventListener("click", function (event) {
      event.preventDefault();
      gallery.open = true;
      gallery.scrollIntoView({ block: "start" });
      if (input) input.focus({ preventScroll: true });
    });
  }
}
