import shutil
from pathlib import Path
root = Path(__file__).resolve().parents[1]
for name in ('build', 'dist', '.pytest_cache', '.mypy_cache'):
    shutil.rmtree(root / name, ignore_errors=True)
for egg in root.glob('*.egg-info'):
    shutil.rmtree(egg, ignore_errors=True)
