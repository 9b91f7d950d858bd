// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { showFieldError } from "@/enhance/forms/fieldErrors";
import { enhanceFileList, formatFileSize } from "@/enhance/forms/fileList";
import { validateWhenTouched } from "@/enhance/forms/touchedValidation";
import { errorText, fillPlaceholders } from "@/enhance/forms/messages";

beforeEach(() => {
  document.body.innerHTML = "";
});

describe("field errors", () => {
  it("show the message in the slot, after the hint in aria-describedby, and hide it again", () => {
    document.body.innerHTML = `<input id="f-email" aria-invalid="false" aria-describedby="f-email-hint"><p id="f-email-hint"></p><p id="f-email-error" hidden><span aria-hidden="true">⚠</span><span data-error-text></span></p>`;
    const input = document.getElementById("f-email")!;
    const slot = document.getElementById("f-email-error")!;
    showFieldError(input, "Escribe una dirección de correo válida.");
    expect(slot.hidden).toBe(false);
    expect(slot.textContent).toBe("⚠Escribe una dirección de correo válida.");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("f-email-hint f-email-error");
    showFieldError(input, "Otro mensaje.");
    expect(input.getAttribute("aria-describedby")).toBe("f-email-hint f-email-error");
    showFieldError(input, null);
    expect(slot.hidden).toBe(true);
    expect(input.getAttribute("aria-invalid")).toBe("false");
    expect(input.getAttribute("aria-describedby")).toBe("f-email-hint");
  });

  it("remove aria-describedby when a field without hint has no error", () => {
    document.body.innerHTML = `<input id="f-name"><p id="f-name-error" hidden><span data-error-text></span></p>`;
    const input = document.getElementById("f-name")!;
    showFieldError(input, "Este campo es obligatorio.");
    expect(input.getAttribute("aria-describedby")).toBe("f-name-error");
    showFieldError(input, null);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });
});

describe("validation while filling (react-hook-form's onTouched)", () => {
  it("checks a field on blur, then on every change; after a submit every field on change", () => {
    document.body.innerHTML = `<form><input name="given_name"><input name="email"><input name="other"></form>`;
    const form = document.querySelector("form")!;
    const [name, email] = Array.from(form.querySelectorAll("input"));
    const check = vi.fn();
    const state = validateWhenTouched(form, ["given_name", "email"], check);
    name.dispatchEvent(new Event("input", { bubbles: true }));
    expect(check).not.toHaveBeenCalled();
    name.dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(check).toHaveBeenLastCalledWith("given_name");
    name.dispatchEvent(new Event("input", { bubbles: true }));
    expect(check).toHaveBeenCalledTimes(2);
    email.dispatchEvent(new Event("input", { bubbles: true }));
    expect(check).toHaveBeenCalledTimes(2);
    state.markSubmitted();
    email.dispatchEvent(new Event("input", { bubbles: true }));
    expect(check).toHaveBeenLastCalledWith("email");
    state.reset();
    check.mockClear();
    name.dispatchEvent(new Event("input", { bubbles: true }));
    email.dispatchEvent(new Event("input", { bubbles: true }));
    expect(check).not.toHaveBeenCalled();
  });
});

describe("file list", () => {
  const markup = (multiple: boolean) =>
    `<input id="f" type="file" ${multiple ? "multiple" : ""} data-file-list="f-files" data-file-template="f-file"><ul id="f-files" hidden></ul>` +
    `<template id="f-file"><li><span data-file-name></span> (<span data-file-size></span>)<button type="button">Quitar<span class="sr-only"> <span data-file-name></span></span></button></li></template>`;
  const choose = (input: HTMLInputElement, files: File[]) => {
    Object.defineProperty(input, "files", { configurable: true, value: files });
    input.dispatchEvent(new Event("change"));
    Object.defineProperty(input, "files", { configurable: true, value: [] });
  };

  it("adds each choice to the list, and a row's button removes its file and focuses the picker", () => {
    document.body.innerHTML = markup(true);
    const input = document.getElementById("f") as HTMLInputElement;
    const list = document.getElementById("f-files")!;
    const onChange = vi.fn();
    enhanceFileList(input, onChange);
    choose(input, [new File(["a"], "a.pdf")]);
    choose(input, [new File(["bb"], "b.png")]);
    expect(list.hidden).toBe(false);
    expect(Array.from(list.querySelectorAll("li")).map((li) => li.textContent)).toEqual(["a.pdf (1 KB)Quitar a.pdf", "b.png (1 KB)Quitar b.png"]);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: "a.pdf" }), expect.objectContaining({ name: "b.png" })]);
    list.querySelector("button")!.click();
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: "b.png" })]);
    expect(document.activeElement).toBe(input);
    list.querySelector("button")!.click();
    expect(list.hidden).toBe(true);
  });

  it("keeps one file in a single-file field", () => {
    document.body.innerHTML = markup(false);
    const input = document.getElementById("f") as HTMLInputElement;
    const onChange = vi.fn();
    enhanceFileList(input, onChange);
    choose(input, [new File(["a"], "cv1.pdf")]);
    choose(input, [new File(["a"], "cv2.pdf")]);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: "cv2.pdf" })]);
  });

  it("formats sizes the Spanish way", () => {
    expect(formatFileSize(10)).toBe("1 KB");
    expect(formatFileSize(2_000_000)).toBe("1,9 MB");
  });
});

describe("messages", () => {
  it("translate keys, keep the server's texts and fill placeholders", () => {
    const texts = (key: string) => ({ "errors.required": "Este campo es obligatorio." })[key] ?? key;
    expect(errorText("errors.required", texts)).toBe("Este campo es obligatorio.");
    expect(errorText("Correo no válido.", texts)).toBe("Correo no válido.");
    expect(fillPlaceholders("Gracias, {{name}}. {{email}} {{other}}", { name: "Ana $&", email: "a@b.es" })).toBe("Gracias, Ana $&. a@b.es {{other}}");
  });
});
