#!/usr/bin/env node
// The mtg-eras binary: a fixed, executable path (npx caches bin links) that starts the bundled CLI.
import { main } from '../dist/bundle/main.js';

main();
