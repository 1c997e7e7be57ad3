from setuptools import Extension, setup

setup(
    name="fastgeom",
    version="0.2.0",
    ext_modules=[Extension("fastgeom._core", ["src/fastgeom/_core.c"])],
    packages=["fastgeom"],
    package_dir={"": "src"},
)
