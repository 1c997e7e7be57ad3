print("building packs")
