import logging, sys
from logging.handlers import RotatingFileHandler
import colorama
from tqdm import tqdm

colorama.just_fix_windows_console()
COL = {"DEBUG": colorama.Style.DIM, "WARNING": colorama.Fore.YELLOW, "ERROR": colorama.Fore.RED}

class _Fmt(logging.Formatter):
    def format(self, r):
        s = super().format(r)
        return COL.get(r.levelname, "") + s + colorama.Style.RESET_ALL

def get_logger(name="cli", verbose=False, logfile=None):
    lg = logging.getLogger(name); lg.setLevel(logging.DEBUG if verbose else logging.INFO)
    h = logging.StreamHandler(sys.stderr); h.setFormatter(_Fmt("%(levelname)-7s %(message)s")); lg.addHandler(h)
    if logfile:
        lg.addHandler(RotatingFileHandler(logfile, maxBytes=5_000_000, backupCount=3))
    return lg

def progress(it, desc=""):
    return tqdm(it, desc=desc, file=sys.stderr, leave=False)
