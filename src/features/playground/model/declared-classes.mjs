// @ts-check
// Which classes a PHP file declares, read from its source: the class map a run's autoloader gets.
// A module of its own, with no Node import, because the browser needs it too (the tutorial's Check
// runs the reader's edited files, whose classes are only known once typed).

/**
 * The fully qualified names of the classes, interfaces, traits and enums a PHP file declares.
 * @param {string} code
 */
export function declaredClasses(code) {
  const namespace = /^\s*namespace\s+([\w\\]+)\s*;/m.exec(code)?.[1];
  return [...code.matchAll(/^\s*(?:(?:final|abstract|readonly)\s+)*(?:class|interface|trait|enum)\s+(\w+)/gm)].map(
    (match) => (namespace ? `${namespace}\\${match[1]}` : match[1]),
  );
}
