// The geographic map against the real platform (spec 3 §2.1 /view/EditMap, §2.10, §5): it opens on
