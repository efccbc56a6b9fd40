// Stops at once, with one line, on a Node.js this project does not run on (package.json's engines): the
// first thing each of npm's commands runs, so an old Node names the one it needs instead of failing later
// on a missing built-in module (node:sqlite). Written in old, plain JavaScript so that any Node runs it.
'use strict'

var engines = require('../package.json').engines.node

/** [major, minor, patch] of "22.22.2". */
function parts(version) {
  return version.split('.').map(function (part) {
    return Number(part) || 0
  })
}

function atLeast(version, floor) {
  for (var i = 0; i < 3; i++) {
    if (version[i] !== floor[i]) return version[i] > floor[i]
  }
  return true
}

/** Whether `version` satisfies a range of `^x.y.z` and `>=x.y.z` alternatives joined by `||`. */
function satisfies(version, range) {
  var have = parts(version)
  return range.split('||').some(function (alternative) {
    var match = /^\s*(\^|>=)\s*(\d+(?:\.\d+){0,2})\s*$/.exec(alternative)
    if (!match) return false
    var floor = parts(match[2])
    return atLeast(have, floor) && (match[1] === '>=' || have[0] === floor[0])
  })
}

/** "^22.22.2 || ^24.15.0 || >=26.0.0" as a reader says it: "22.22.2+, 24.15.0+ or 26+". */
function spoken(range) {
  var versions = range.split('||').map(function (alternative) {
    return alternative.replace(/[\s^>=]/g, '').replace(/\.0\.0$/, '') + '+'
  })
  return versions.length > 1
    ? versions.slice(0, -1).join(', ') + ' or ' + versions[versions.length - 1]
    : versions[0]
}

module.exports = { satisfies: satisfies, spoken: spoken }

if (require.main === module && !satisfies(process.versions.node, engines)) {
  console.error(
    'Node.js ' +
      process.versions.node +
      ' cannot run this project: it needs Node.js ' +
      spoken(engines) +
      ' (with nvm: nvm install, which reads .nvmrc).',
  )
  process.exit(1)
}
