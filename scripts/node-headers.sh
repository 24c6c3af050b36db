# Sourced by the scripts that may build keytar: node-gyp takes the Node headers from Debian's nodejs
# package where it installed them, instead of downloading them from nodejs.org. Where they are not
# there (Node from nodejs.org, nvm, another distribution), node-gyp fetches them as usual.
if [ -z "${npm_config_nodedir:-}" ] && [ -e /usr/include/node/node.h ]; then
  export npm_config_nodedir=/usr
fi
