#!/usr/bin/env node
// Installed entry of the command line; from a checkout use `npm run --silent printdesk -- <command>`.
import '../dist/electron/cli/main.js';
