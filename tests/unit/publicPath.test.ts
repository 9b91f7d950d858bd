import { describe, expect, it } from "vitest";
import { publicPathOf } from "@/lib/publicPath";

// Pages get the path the visitor sees as a prop: the header marks its link with aria-current and the
// exit-preview form comes back to it, also on sections whose page file has an English path.
describe("the public path of a page file's route", () => {
  it.each([
    ["/", {}, "/"],
    ["/products/[[...path]]", {}, "/nuestros-productos"],
    [
      "/products/[[...path]]",
      { path: ["categoria", "pediatria", "pagina", "2"] },
      "/nuestros-productos/categoria/pediatria/pagina/2",
    ],
    ["/health/[[...path]]", { path: ["gripe"] }, "/nuestros-consejos-de-salud/gripe"],
    ["/job-offers/[uid]/apply", { uid: "tecnico" }, "/trabaja-con-nosotros/tecnico/candidatura"],
    ["/job-offers/spontaneous-application", {}, "/trabaja-con-nosotros/formulario-solicitud"],
    ["/f-a-q/search", {}, "/preguntas-frecuentes/buscar"],
    ["/authors/[uid]", { uid: "ana" }, "/autor/ana"],
    ["/corporate/[...path]", { path: ["quienes-somos"] }, "/quienes-somos"],
    ["/[...path]", { path: ["aviso-legal"] }, "/aviso-legal"],
    ["/auth", {}, "/auth"],
  ])("%s %j → %s", (route, params, expected) => {
    expect(publicPathOf(route, params, "es-es")).toBe(expected);
  });
});
