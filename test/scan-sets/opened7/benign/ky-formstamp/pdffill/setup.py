from setuptools import setup

setup(
    name="pdffill",
    version="0.4.2",
    py_modules=["pdffill"],
    install_requires=["pypdf>=4.2", "PyYAML>=6"],
    entry_points={"console_scripts": ["pdffill=pdffill:main"]},
)
