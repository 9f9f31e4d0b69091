/** Fills the blanks of a piece of copy from content: fillTemplate("for {title}", { title: "Web Development" }). */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (blank, name: string) => (name in values ? String(values[name]) : blank));
}
