from setuptools import setup, find_packages

setup(
    name="invoice-tools",
    version="0.3.1",
    packages=find_packages(),
    install_requires=["pdfplumber>=0.10"],
    entry_points={"console_scripts": ["invoice-parse=invoice_tools.cli:main"]},
)
