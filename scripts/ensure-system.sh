#!/usr/bin/env bash
# Installs the Debian packages the tests need, when any is missing: Chromium for the end-to-end
# tests, libsecret's headers and what keytar's source build runs (a C++ compiler, make, Python for
# node-gyp), gnome-keyring and D-Bus for a real keychain, Xvfb for a display, tinyproxy for a real
# forward proxy, poppler-utils for the PDFs' ground truth, reportlab, PIL, DejaVu fonts and qpdf for the
# preflight's PDFs with one defect each (electron/preflight/test-support/), CUPS and its IPP tools for the
# hot-folder printer's tests (a private cupsd, lp, lpadmin, cupsfilter, ipptool and its suites), and
# Ghostscript, rsvg-convert (cairo) and LibreOffice Writer, the real producers whose PDFs the preflight's
# fixes are checked on (electron/preflight/test-support/producer-pdfs.ts; Chromium is the fourth).
set -euo pipefail
packages=(chromium libsecret-1-dev g++ make python3 gnome-keyring dbus xvfb xauth tinyproxy poppler-utils python3-reportlab python3-pil fonts-dejavu-core qpdf cups cups-ipp-utils ghostscript librsvg2-bin libreoffice-writer-nogui)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing system packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing system packages: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -q >/dev/null
apt-get install -y -q "${missing[@]}" >/dev/null
