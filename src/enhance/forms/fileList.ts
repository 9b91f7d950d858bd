/** A file list's control from its form: `clear` empties it without reporting a change (the form was reset). */
export type FileListState = { clear(): void };

/** A file's size for the list: "2,4 MB", or whole KB (at least 1) below a megabyte. */
export function formatFileSize(bytes: number): string {
  return bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1).replace(".", ",")} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * A file field whose chosen files the visitor edits in a list (src/components/forms/FileListField.tsx):
 * each choice adds to the list (or replaces the one file of a single-file field), each row's
 * "Quitar" button (its file's name for screen readers) removes it and returns focus to the picker.
 * The script keeps the files (the input itself is emptied after each choice); `onChange` gets the
 * new list after every change, including for files chosen before the script ran.
 */
export function enhanceFileList(input: HTMLInputElement, onChange: (files: File[]) => void): FileListState {
  const list = document.getElementById(input.dataset.fileList ?? "");
  const template = document.getElementById(input.dataset.fileTemplate ?? "");
  const rowTemplate = template instanceof HTMLTemplateElement ? template.content.firstElementChild : null;
  let files: File[] = [];

  const row = (file: File, index: number): Element | null => {
    const item = rowTemplate?.cloneNode(true) as HTMLElement | undefined;
    if (!item) return null;
    for (const name of item.querySelectorAll("[data-file-name]")) name.textContent = file.name;
    for (const size of item.querySelectorAll("[data-file-size]")) size.textContent = formatFileSize(file.size);
    item.querySelector("button")?.addEventListener("click", () => {
      update(files.filter((_, i) => i !== index));
      input.focus();
    });
    return item;
  };
  const render = () => {
    if (!list) return;
    list.replaceChildren(...files.map(row).filter((item): item is Element => item !== null));
    list.hidden = files.length === 0;
  };
  const update = (next: File[]) => {
    files = next;
    render();
    onChange(files);
  };

  const take = () => {
    const chosen = Array.from(input.files ?? []);
    input.value = "";
    update(input.multiple ? [...files, ...chosen] : chosen.slice(0, 1));
  };
  input.addEventListener("change", take);
  // Files chosen before this script arrived are still in the input.
  if (input.files && input.files.length > 0) take();
  return {
    clear: () => {
      files = [];
      render();
    },
  };
}
