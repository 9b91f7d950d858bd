import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { breakableText } from "@/components/common/BreakableText";

const html = (text: string) => renderToStaticMarkup(<>{breakableText(text)}</>);

describe("breakableText", () => {
  it("lets an e-mail address wrap only after its @ and before its dots", () => {
    expect(html("Escríbenos a atencion.co@laboratoriosbrezo.example.")).toBe(
      "Escríbenos a atencion<wbr/>.co@<wbr/>laboratoriosbrezo<wbr/>.example.",
    );
  });

  it("lets a web address wrap after // and before its dots and single slashes", () => {
    expect(html("Ver https://www.example.org/ruta/larga y www.brezo.example")).toBe(
      "Ver https://<wbr/>www<wbr/>.example<wbr/>.org<wbr/>/ruta<wbr/>/larga y www<wbr/>.brezo<wbr/>.example",
    );
  });

  it("leaves text without addresses as it is", () => {
    expect(breakableText("Lunes a viernes, de 9.00 a 18.00")).toBe("Lunes a viernes, de 9.00 a 18.00");
  });
});
