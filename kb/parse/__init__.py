"""One parser per document format; each turns a source's lines into ``kb.model`` records."""
