from pathlib import Path

from setuptools import find_packages, setup

setup(
    name="csv-tools",
    version="1.0.0",
    long_description=Path("README.md").read_text() if Path("README.md").exists() else "",
    packages=find_packages(),
    install_requires=["click==8.1.7"],
    entry_points={"console_scripts": ["csvtools=csvtools.cli:main"]},
)
